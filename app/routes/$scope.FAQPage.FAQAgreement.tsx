import { AgreementPage } from "../components/content/pages";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("用户协议");

export default AgreementPage;
