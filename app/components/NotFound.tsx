import * as s from "./not-found.css";

/** The not-found page: unknown paths and scopes, and browsers too old to run the app. */
export function NotFound({ brandName, unsupportedBrowser = false }: { brandName?: string; unsupportedBrowser?: boolean }) {
  const title = unsupportedBrowser ? "浏览器版本过低" : "页面不存在";
  return (
    <main className={s.page} data-testid="not-found">
      <title>{brandName ? `${title} - ${brandName}` : title}</title>
      <p className={s.code} aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      {unsupportedBrowser ? (
        <p className={s.hint}>您的浏览器版本过低，无法正常使用本系统。请使用最新版的 Chrome、Edge、Firefox 或 Safari 浏览器访问。</p>
      ) : (
        <p className={s.hint}>您访问的页面不存在或已下线，请检查网址是否正确。</p>
      )}
      {unsupportedBrowser ? null : <a href="/">返回首页</a>}
    </main>
  );
}
