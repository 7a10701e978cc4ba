import { EditedDocumentPage } from "../components/content/pages";
import { documentLoader } from "../lib/documents.server";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("媒体报道");
export const headers = sameForEveryVisitor;
export const loader = documentLoader("mediaReport");

export default EditedDocumentPage;
