import type { ShowcaseKind } from "../../lib/showcase-kinds";
import * as s from "../../routes/admin.css";

/** The editor's values as the form posts them (strings), so a refused post shows what was typed. */
export type ShowcaseValues = Record<string, string>;

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: (describedBy?: string) => React.ReactNode }) {
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={id}>
        {label}
      </label>
      {children(hint ? `${id}-hint` : undefined)}
      {hint ? (
        <p className={s.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Text({ name, label, v, hint, required, type = "text", max = 200 }: { name: string; label: string; v: ShowcaseValues; hint?: string; required?: boolean; type?: string; max?: number }) {
  return (
    <Field id={name} label={label} hint={hint}>
      {(describedBy) => <input className={s.input} id={name} name={name} type={type} maxLength={max} required={required} defaultValue={v[name] ?? ""} aria-describedby={describedBy} />}
    </Field>
  );
}

function Markdown({ name, label, v, hint }: { name: string; label: string; v: ShowcaseValues; hint: string }) {
  return (
    <Field id={name} label={label} hint={hint}>
      {(describedBy) => <textarea className={s.textarea} id={name} name={name} defaultValue={v[name] ?? ""} aria-describedby={describedBy} />}
    </Field>
  );
}

const IMAGE_HINT = "PNG、JPEG 或 WebP，不超过 1 MB（页面表单上限），宽高不超过 4096 像素。";

/** The fields of one kind; title and the targeting fields are the editor's. */
export function ShowcaseFields({ kind, v, images }: { kind: ShowcaseKind; v: ShowcaseValues; images: { uploadId: string; alt: string; url: string | null }[] }) {
  if (kind === "live") {
    return (
      <>
        <Text name="summary" label="简介" v={v} />
        <Text name="category" label="分类（如：招生办、升学指导）" v={v} max={20} />
        <Text name="url" label="直播间链接" v={v} required type="url" max={500} hint="必须以 https:// 开头；在新窗口打开。" />
        <Text name="startAt" label="开播时间（北京时间）" v={v} required type="datetime-local" />
        <Text name="cover" label="封面图片（可选）" v={v} type="file" hint={IMAGE_HINT} />
      </>
    );
  }
  if (kind === "show") {
    return (
      <>
        <Text name="summary" label="简介" v={v} />
        <Text name="ucode" label="院校代码" v={v} required type="number" hint="“查大学”院校详情页地址中的数字，例如 /zj/universityInquiryDetail/114 中的 114。" />
        <Markdown name="body" label="介绍（Markdown）" v={v} hint="支持标题（##）、粗体、列表和链接；脚本、样式和内嵌网页会被去掉。" />
        <Text name="source" label="来源" v={v} hint="例如：某某大学招生办公室。" />
        <Text name="videoUrl" label="视频链接（可选）" v={v} type="url" max={500} hint="https:// 开头的 MP4 地址；上传了视频文件时以上传的为准。" />
        <Text name="video" label="视频文件（可选，MP4）" v={v} type="file" hint="页面表单上限 1 MB；更大的视频请通过 /yc-admin/upload 上传后填写链接。" />
        {images.length > 0 ? (
          <fieldset className={s.fieldset}>
            <legend className={s.label}>已有图片（取消勾选即移除）</legend>
            {images.map((img, i) => (
              <label key={img.uploadId} className={s.check}>
                <input type="checkbox" name="keepImage" value={i} defaultChecked />
                {img.url ? <img className={s.cover} src={img.url} alt="" /> : null} {img.alt}
              </label>
            ))}
          </fieldset>
        ) : null}
        {images.map((img) => (
          <span key={img.uploadId}>
            <input type="hidden" name="imageId" value={img.uploadId} />
            <input type="hidden" name="imageAlt" value={img.alt} />
          </span>
        ))}
        <Text name="image" label="添加图片（可选）" v={v} type="file" hint={IMAGE_HINT} />
        <Text name="newImageAlt" label="新图片的说明文字" v={v} max={100} hint="描述图片内容，供读屏软件朗读，例如：图书馆外景。" />
      </>
    );
  }
  return (
    <>
      <Text name="school" label="招生院校" v={v} required max={60} />
      <Text name="city" label="所在城市" v={v} required max={20} />
      <Text name="majors" label="招生专业" v={v} required max={2000} hint="用顿号或逗号分隔，例如：护理、药学。" />
      <Text name="year" label="招生年份" v={v} required type="number" />
      <Text name="plan" label="计划人数（可选）" v={v} type="number" />
      <Text name="applyStart" label="报名开始日期" v={v} required type="date" />
      <Text name="applyEnd" label="报名截止日期" v={v} required type="date" />
      <Text name="examDate" label="考试日期（可选）" v={v} type="date" />
      <Markdown name="body" label="报考条件与说明（Markdown）" v={v} hint="照录院校招生章程中的报考条件、考试方式和录取规则。" />
      <Text name="source" label="来源" v={v} required hint="例如：某某职业技术学院 2026 年提前招生章程。" />
    </>
  );
}
