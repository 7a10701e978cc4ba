import { DocumentPage } from "../components/content/pages";
import { mediaReport } from "../content/media-report";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("媒体报道");
export const headers = sameForEveryVisitor;

export default function AboutMediaReport() {
  return <DocumentPage text={mediaReport} />;
}
