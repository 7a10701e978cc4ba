/** Old Internet Explorer (≤ 11) and Firefox before 78 cannot run the app (spec §2). */
export function isUnsupportedBrowser(userAgent: string | null): boolean {
  if (!userAgent) return false;
  if (/MSIE \d|Trident\//.test(userAgent)) return true;
  const firefox = /Firefox\/(\d+)/.exec(userAgent);
  return firefox ? Number(firefox[1]) < 78 : false;
}
