import { SideNavLayout } from "../components/content/SideNavLayout";
import { useContentPage } from "../components/content/hooks";
import { FAQ_LABELS, faqPagesFor } from "../content/pages";

/** 常见问题: the FAQ pages this channel lists (agreement and disclaimer always) beside the current one. */
export default function FAQLayout() {
  const { channel, scope } = useContentPage();
  const items = faqPagesFor(channel).map((page) => ({ page: `FAQPage/${page}`, label: FAQ_LABELS[page] }));
  return <SideNavLayout label="常见问题" scope={scope} items={items} />;
}
