import { PlanEditor } from "../components/filling/PlanEditor";
import { planAction, planLoader } from "../lib/filling-plan.server";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("我的志愿表");
export const headers = () => ({ "Cache-Control": "private, no-store" });
export const loader = planLoader;
export const action = planAction;

export default function Page() {
  return <PlanEditor />;
}
