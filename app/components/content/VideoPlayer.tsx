import * as l from "../../routes/lessons.css";

/**
 * The browser's own player (keyboard and screen-reader controls), 100% wide and 360 px high (spec §9), with the
 * Chinese captions shown by default when the video has them. Without video support the download link remains.
 */
export function VideoPlayer({ src, title, captionsUrl, poster, className }: { src: string; title: string; captionsUrl?: string | null; poster?: string | null; className?: string }) {
  return (
    <video className={className ?? l.video} src={src} poster={poster ?? undefined} controls preload="metadata" width="100%" height={360} aria-label={`视频：${title}`}>
      {captionsUrl ? <track kind="captions" srcLang="zh" label="中文字幕" src={captionsUrl} default /> : null}
      <a href={src}>下载视频：{title}</a>
    </video>
  );
}
