import { FillingStart } from "../components/filling/FillingStart";
import { startAction, startLoader } from "../lib/filling-start.server";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("志愿填报");
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const loader = startLoader;
export const action = startAction("real");

export default function Page() {
  return <FillingStart mode="real" />;
}
