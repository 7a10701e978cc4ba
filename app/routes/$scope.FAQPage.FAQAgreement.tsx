import { EditedDocumentPage } from "../components/content/pages";
import { documentLoader } from "../lib/documents.server";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("用户协议");
export const headers = sameForEveryVisitor;
export const loader = documentLoader("agreement");

export default EditedDocumentPage;
