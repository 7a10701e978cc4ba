import { userAgreement } from "../../content/agreement";
import { disclaimer } from "../../content/disclaimer";
import type { ContentContext, ContentDocument as Doc } from "../../content/types";
import { ContentDocument } from "./ContentDocument";
import { useContentPage } from "./hooks";

/** A page that is one text from app/content, filled in for the current channel and scope. */
export function DocumentPage({ text }: { text: (c: ContentContext) => Doc }) {
  const { scope, context } = useContentPage();
  return <ContentDocument doc={text(context)} scope={scope} />;
}

/** 用户协议: the one component behind /FAQPage/FAQAgreement and /AboutUsPage/FAQAgreement. */
export function AgreementPage() {
  return <DocumentPage text={userAgreement} />;
}

/** 免责声明: the one component behind /FAQPage/FAQDisclaimer and /AboutUsPage/FAQDisclaimer. */
export function DisclaimerPage() {
  return <DocumentPage text={disclaimer} />;
}
