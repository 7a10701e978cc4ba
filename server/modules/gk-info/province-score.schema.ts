// Contract of ncee/province_score (no server dependencies: importable by app/).

export interface ProvinceScoreItem {
  year: number;
  /** 1 一段 (本科), 2 二段 (专科), 3 特控 (特殊类型招生控制线); null for another line. */
  segment: number | null;
  name: string;
  track: string;
  score: number;
  /** Candidates at or above the line, where the authority published it. */
  cumulative: number | null;
}
