import type { GuideVideo } from "#server/modules/content/content.schema";
import * as l from "../../routes/lessons.css";
import { VideoPlayer } from "./VideoPlayer";

/** The user-guide videos, each in the shared player (with captions when staff uploaded them). */
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
          <VideoPlayer src={v.videoUrl} title={v.title} poster={v.poster} captionsUrl={v.captionsUrl} />
        </article>
      ))}
    </section>
  );
}
