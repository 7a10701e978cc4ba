import { Link } from "@remix-run/react";
import * as f from "./filling.css";

/** Where the student is in filling: 1 成绩 → 2 挑选 → 3 排序与保存. */
export function Steps({ scope, type, at, mode = "real" }: { scope: string; type: string; at: 1 | 2 | 3; mode?: "real" | "mock" }) {
  const first = mode === "real" ? "reportedFirst" : "mockReported";
  const second = mode === "real" ? "reportedSecond" : "mockReportedSecond";
  const items: Array<[number, string, string]> = [
    [1, "选择成绩", `/${scope}/${first}?type=${type}`],
    [2, "挑选志愿", `/${scope}/${second}?type=${type}`],
    [3, "排序、检查与保存", `/${scope}/reportedThird/${type}`],
  ];
  return (
    <nav aria-label="填报步骤">
      <ol className={f.steps}>
        {items.map(([n, label, to]) => (
          <li key={n}>
            <Link className={f.step} to={to} aria-current={n === at ? "step" : undefined}>
              {n}. {label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
