import { FillingPick } from "../components/filling/FillingPick";
import { pickAction, pickLoader } from "../lib/filling-pick.server";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("挑选志愿");
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const loader = pickLoader;
export const action = pickAction;

export default function Page() {
  return <FillingPick mode="mock" />;
}
