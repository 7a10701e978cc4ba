import { AgreementPage } from "../components/content/pages";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("用户协议");
export const headers = sameForEveryVisitor;

export default AgreementPage;
