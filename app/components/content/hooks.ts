import { useRouteLoaderData } from "@remix-run/react";
import type { Channel } from "#channels/schema";
import type { Scope } from "#server/modules/scope/scopes";
import { contentContext } from "../../content/context";
import type { ContentContext } from "../../content/types";

/** The channel (root loader) and scope (the $scope layout) a content page is shown for. */
export function useContentPage(): { channel: Channel; scope: Scope; context: ContentContext } {
  const { channel } = useRouteLoaderData<{ channel: Channel }>("root")!;
  const { scope } = useRouteLoaderData<{ scope: Scope }>("routes/$scope")!;
  return { channel, scope, context: contentContext(channel, scope) };
}
