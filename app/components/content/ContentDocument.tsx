import { Fragment, type ReactNode } from "react";
import type { Block, ContentDocument as Doc, Inline, Paragraph } from "../../content/types";
import { PageLink } from "../PageLink";
import * as s from "./content.css";

/** Renders a text from app/content as an article: h1, intro, then h2 sections. */
export function ContentDocument({ doc, scope, children }: { doc: Doc; scope: string; children?: ReactNode }) {
  return (
    <article className={s.article} aria-labelledby="content-title">
      <h1 className={s.title} id="content-title">
        {doc.title}
      </h1>
      {doc.intro ? <div className={s.intro}>{doc.intro.map((b, i) => renderBlock(b, i, scope))}</div> : null}
      {doc.sections.map((section) => (
        <section key={section.heading} className={s.section}>
          <h2 className={s.heading}>{section.heading}</h2>
          {section.blocks.map((b, i) => renderBlock(b, i, scope))}
        </section>
      ))}
      {children}
    </article>
  );
}

function renderBlock(block: Block, key: number, scope: string) {
  if (typeof block === "string" || Array.isArray(block)) {
    return (
      <p key={key} className={s.paragraph}>
        {renderParagraph(block, scope)}
      </p>
    );
  }
  if ("note" in block) {
    return (
      <p key={key} className={s.note}>
        {renderParagraph(block.note, scope)}
      </p>
    );
  }
  const items = block.list.map((p, i) => <li key={i}>{renderParagraph(p, scope)}</li>);
  return block.ordered ? (
    <ol key={key} className={s.list}>
      {items}
    </ol>
  ) : (
    <ul key={key} className={s.list}>
      {items}
    </ul>
  );
}

function renderParagraph(p: Paragraph, scope: string): ReactNode {
  if (typeof p === "string") return p;
  return p.map((part: Inline, i) =>
    typeof part === "string" ? (
      <Fragment key={i}>{part}</Fragment>
    ) : (
      <PageLink key={i} scope={scope} page={part.page} comingClassName={s.inlineComing} badgeClassName={s.inlineBadge}>
        {part.text}
      </PageLink>
    ),
  );
}
