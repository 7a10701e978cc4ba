import { Link } from "@remix-run/react";
import type { Banner } from "#server/modules/content/content.schema";
import * as s from "./home-promos.css";

/** The operator's banners as a plain list (swipe or scroll sideways): every image has its alt text, every link works without script. */
export function HomeBanners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className={s.banners} aria-label="推荐" data-testid="home-banners">
      {banners.map((b) => {
        const figure = (
          <>
            <img className={s.bannerImage} src={b.image} alt={b.alt} />
            <p className={s.bannerTitle}>{b.title}</p>
          </>
        );
        return (
          <li key={b.id} className={s.banner}>
            {!b.link ? (
              figure
            ) : b.link.startsWith("/") ? (
              <Link className={s.bannerLink} to={b.link}>
                {figure}
              </Link>
            ) : (
              <a className={s.bannerLink} href={b.link} rel="noopener noreferrer" target="_blank">
                {figure}
                <span className="visually-hidden">（在新窗口打开）</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
