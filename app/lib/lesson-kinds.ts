// The content kinds edited under /admin/lessons: micro-class lessons and user-manual pages, both ordered Markdown pages.
export const LESSON_KINDS = ["lesson", "manual"] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const isLessonKind = (v: string | null | undefined): v is LessonKind => (LESSON_KINDS as readonly string[]).includes(v ?? "");
export const LESSON_NOUN: Record<LessonKind, string> = { lesson: "微课", manual: "手册页面" };
