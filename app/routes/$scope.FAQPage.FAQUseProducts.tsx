import { EditedDocumentPage } from "../components/content/pages";
import { documentLoader } from "../lib/documents.server";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("产品使用");
export const headers = sameForEveryVisitor;
export const loader = documentLoader("faqUseProducts");

export default EditedDocumentPage;
