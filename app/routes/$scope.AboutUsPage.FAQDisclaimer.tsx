import { DisclaimerPage } from "../components/content/pages";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("免责声明");
export const headers = sameForEveryVisitor;

export default DisclaimerPage;
