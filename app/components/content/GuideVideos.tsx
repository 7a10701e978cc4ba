import type { GuideVideo } from "#server/modules/content/content.schema";
import * as l from "../../routes/lessons.css";

/** The user-guide videos, each in a native player (keyboard and screen-reader controls of the browser), 100% wide and 360 px high (spec §9). */
export function GuideVideos({ videos }: { videos: GuideVideo[] }) {
  if (videos.length === 0) return null;
  return (
    <section className={l.section} aria-labelledby="guide-videos" data-testid="guide-videos">
      <h2 id="guide-videos" className={l.sectionTitle}>
        视频指南
      </h2>
      {videos.map((v) => (
        <article key={v.id} aria-labelledby={`guide-${v.id}`}>
          <h3 id={`guide-${v.id}`}>
            {v.title}
            {v.durationMinutes ? <span>（约 {v.durationMinutes} 分钟）</span> : null}
          </h3>
          {v.summary ? <p>{v.summary}</p> : null}
          <video className={l.video} src={v.videoUrl} poster={v.poster ?? undefined} controls preload="metadata" width="100%" height={360} aria-label={`视频：${v.title}`}>
            <a href={v.videoUrl}>下载视频：{v.title}</a>
          </video>
        </article>
      ))}
    </section>
  );
}
