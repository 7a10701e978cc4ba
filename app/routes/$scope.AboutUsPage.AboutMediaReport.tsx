import { DocumentPage } from "../components/content/pages";
import { mediaReport } from "../content/media-report";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("媒体报道");

export default function AboutMediaReport() {
  return <DocumentPage text={mediaReport} />;
}
