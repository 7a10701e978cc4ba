import { captionsOf } from "#server/modules/content/content-details.schema";
import { TextField } from "./TargetFields";
import * as s from "../../routes/admin.css";

/**
 * The video of a lesson or guide video: an https address or an uploaded MP4, and optional WebVTT captions.
 * The current captions travel in a hidden field so saving without a new file keeps them.
 */
export function VideoFields({ videoUrl, captionsUploadId, captionsUrl, videoLabel }: { videoUrl: string; captionsUploadId: string; captionsUrl: string | null; videoLabel: string }) {
  return (
    <>
      <TextField name="videoUrl" label={videoLabel} value={videoUrl} maxLength={500} hint="或在下面上传 MP4 视频（不超过 200 MB），上传后以上传的视频为准。" />
      <div className={s.field}>
        <label className={s.label} htmlFor="video">
          上传 MP4 视频
        </label>
        <input className={s.input} id="video" name="video" type="file" accept="video/mp4" />
      </div>
      <input type="hidden" name="captionsUploadId" value={captionsUploadId} />
      <div className={s.field}>
        <label className={s.label} htmlFor="captions">
          字幕文件（WebVTT，可选）
        </label>
        {captionsUploadId && captionsUrl ? (
          <p className={s.hint}>
            当前字幕：<a href={captionsUrl}>{captionsUrl.split("/").pop()}</a>{" "}
            <label className={s.check}>
              <input type="checkbox" name="removeCaptions" value="1" /> 删除字幕
            </label>
          </p>
        ) : null}
        <input className={s.input} id="captions" name="captions" type="file" accept=".vtt,text/vtt" aria-describedby="captions-hint" />
        <p className={s.hint} id="captions-hint">
          .vtt 文件，UTF-8 编码，以 WEBVTT 开头，不超过 512 KB；播放时默认显示中文字幕。
        </p>
      </div>
    </>
  );
}

/** The saved captions' address while the form still holds them (not after a new file was uploaded and refused). */
export function currentCaptions(item: { details: Record<string, unknown> | null } | null, captionsUploadId: string): string | null {
  const saved = captionsOf(item?.details);
  return saved && saved.captionsUploadId === captionsUploadId ? saved.captionsUrl : null;
}
