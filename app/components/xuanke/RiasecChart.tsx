import { TYPE_INFO, type RiasecType, type TypeScore } from "#server/modules/interest-test/interest-test";
import * as s from "./xuanke.css";

/** The six scores as horizontal bars, drawn on the server (no script); the figures are also text. */
export function RiasecChart({ scores }: { scores: readonly TypeScore[] }) {
  const rowH = 36;
  const left = 110;
  const barMax = 360;
  const height = scores.length * rowH + 8;
  const label = scores.map((x) => `${TYPE_INFO[x.type as RiasecType].name} ${x.percent} 分`).join("，");
  return (
    <svg className={s.chart} viewBox={`0 0 ${left + barMax + 60} ${height}`} role="img" aria-label={`六种兴趣类型得分（满分 100）：${label}`} data-testid="riasec-chart">
      {scores.map((x, i) => {
        const y = i * rowH + 6;
        return (
          <g key={x.type}>
            <text className={s.chartText} x={0} y={y + 18}>
              {x.type} {TYPE_INFO[x.type as RiasecType].name}
            </text>
            <rect className={s.chartTrack} x={left} y={y + 4} width={barMax} height={18} rx={4} />
            <rect className={s.chartBar} x={left} y={y + 4} width={Math.max(2, (x.percent / 100) * barMax)} height={18} rx={4} />
            <text className={s.chartText} x={left + barMax + 8} y={y + 18}>
              {x.percent}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
