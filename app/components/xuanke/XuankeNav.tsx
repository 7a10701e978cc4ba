import { Link } from "@remix-run/react";
import * as s from "./xuanke.css";

const PAGES = [
  { page: "careerTestingEnter", label: "性格测选科" },
  { page: "majorChooseSubject", label: "专业选科目" },
  { page: "subjectChooseMajor", label: "科目选专业" },
];

/** The 7选3 section's three ways in. */
export function XuankeNav({ scope, current }: { scope: string; current: string }) {
  return (
    <nav aria-label="7选3">
      <ul className={s.sectionNav}>
        {PAGES.map((p) => (
          <li key={p.page}>
            <Link className={s.navLink} to={`/${scope}/${p.page}`} aria-current={p.page === current ? "page" : undefined}>
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A share as a bar (decorative: the figure is always written beside it). */
export function ShareBar({ share }: { share: number | null }) {
  return (
    <span className={s.bar} aria-hidden="true">
      <span className={s.barFill} style={{ width: `${Math.round((share ?? 0) * 100)}%` }} />
    </span>
  );
}

/** A table that may scroll sideways on a phone: a labelled region the keyboard can reach and scroll. */
export function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={s.tableWrap} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
