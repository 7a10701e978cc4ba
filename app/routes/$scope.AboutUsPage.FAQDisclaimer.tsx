import { DisclaimerPage } from "../components/content/pages";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("免责声明");

export default DisclaimerPage;
