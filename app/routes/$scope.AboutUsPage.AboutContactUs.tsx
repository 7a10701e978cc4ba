import { ContactPage } from "../components/content/ContactPage";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("联系我们");
export const headers = sameForEveryVisitor;

export default ContactPage;
