import type { ContentKind } from "#server/modules/content/content.schema";
import { PROMO_KINDS } from "./admin-promos";
import { SHOWCASE_KINDS } from "./showcase-kinds";
import { isLessonKind } from "./lesson-kinds";

/** Where staff edit an item of any kind. */
export function editHref(kind: ContentKind, id: number): string {
  if (isLessonKind(kind)) return `/admin/lessons/${id}`;
  if ((PROMO_KINDS as readonly string[]).includes(kind)) return `/admin/promos/${kind}/${id}`;
  if ((SHOWCASE_KINDS as readonly string[]).includes(kind)) return `/admin/showcase/${kind}/${id}`;
  return `/admin/articles/${id}`;
}
