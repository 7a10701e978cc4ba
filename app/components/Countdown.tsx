import { twoDigits } from "../lib/format";
import * as s from "./layout.css";

/** Days to the scope's next first-stage application date; the layout passes null once it has passed. */
export function Countdown({ days, date }: { days: number | null; date: string }) {
  if (days === null) return null;
  return (
    <p className={s.countdown} data-testid="countdown">
      距离志愿填报（{date}）还有
      <span className={s.countdownDays}>{twoDigits(days)}</span>天
    </p>
  );
}
