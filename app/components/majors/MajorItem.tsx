import { Link } from "@remix-run/react";
import { formatCount } from "../../lib/format";
import { formatDuration, majorPath } from "../../lib/majors";
import * as s from "./majors.css";

export interface MajorItemData {
  code: string;
  name: string;
  level: string;
  degree: string | null;
  durationYears: number | null;
  universityCount: number;
}

/** One catalogue major: its name (to its page), code, degree, duration and this scope's offerer count. */
export function MajorItem({ scope, major }: { scope: string; major: MajorItemData }) {
  return (
    <li className={s.majorItem} data-testid="major-item">
      <Link className={s.majorName} to={majorPath(scope, major)}>
        {major.name}
      </Link>
      <p className={s.facts}>
        <span>代码 {major.code}</span>
        {major.degree ? <span>授予学位 {major.degree}</span> : null}
        <span>学制 {formatDuration(major.durationYears)}</span>
        <span>本省开设院校 {formatCount(major.universityCount)} 所</span>
      </p>
    </li>
  );
}
