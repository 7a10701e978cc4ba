import { ContactPage } from "../components/content/ContactPage";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("联系我们");

export default ContactPage;
