import { useRouteLoaderData } from "@remix-run/react";
import type { Channel } from "#channels/schema";
import type { Scope } from "#server/modules/scope/scopes";

/** The channel (root loader) and scope (the $scope layout) a content page is shown for. */
export function useContentPage(): { channel: Channel; scope: Scope } {
  const { channel } = useRouteLoaderData<{ channel: Channel }>("root")!;
  const { scope } = useRouteLoaderData<{ scope: Scope }>("routes/$scope")!;
  return { channel, scope };
}
