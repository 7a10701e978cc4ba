import { useRouteLoaderData } from "@remix-run/react";
import type { OwnUser } from "#server/modules/user/user.schema";

/**
 * The logged-in user as every page sees it. The scope layout loads it once
 * per request; pages read it with useViewer() instead of asking the API
 * again. The phone number travels masked only.
 */
export type Viewer = Omit<OwnUser, "phoneNo"> & { name: string; maskedPhone: string };

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

export function toViewer(user: OwnUser): Viewer {
  const { phoneNo, ...rest } = user;
  return { ...rest, name: user.displayName ?? maskPhone(phoneNo), maskedPhone: maskPhone(phoneNo) };
}

/** The viewer from the scope layout's data; null when nobody is logged in. */
export function useViewer(): Viewer | null {
  return useRouteLoaderData<{ user: Viewer | null }>("routes/$scope")?.user ?? null;
}
