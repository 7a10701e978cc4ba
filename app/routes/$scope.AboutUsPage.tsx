import { SideNavLayout } from "../components/content/SideNavLayout";
import { useContentPage } from "../components/content/hooks";
import { ABOUT_PAGES } from "../content/pages";

/** 关于我们: the about pages beside the current one. */
export default function AboutUsLayout() {
  const { scope } = useContentPage();
  const items = ABOUT_PAGES.map(([page, label]) => ({ page: `AboutUsPage/${page}`, label }));
  return <SideNavLayout label="关于我们" scope={scope} items={items} />;
}
