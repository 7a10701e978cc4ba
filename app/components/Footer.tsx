import type { Channel } from "#channels/schema";
import { PageLink } from "./PageLink";
import * as s from "./layout.css";

const FAQ_LABELS: Record<string, string> = {
  FAQUseProducts: "产品使用",
  FAQBuyProducts: "购买产品",
  FAQNewbieHelp: "新手帮助",
  FAQAgreement: "用户协议",
  FAQDisclaimer: "免责声明",
};
const ABOUT_LINKS: Array<[page: string, label: string]> = [
  ["AboutUsPage/AboutUs", "团队介绍"],
  ["AboutUsPage/AboutContactUs", "联系我们"],
  ["AboutUsPage/AboutBusinessCooperation", "商务合作"],
  ["AboutUsPage/AboutServiceTerms", "服务条款"],
];

export function Footer({ channel, scope }: { channel: Channel; scope: string }) {
  return (
    <footer className={s.footer} data-testid="footer">
      <div className={`${s.container} ${s.footerGrid}`}>
        <section>
          <h2 className={s.footerTitle}>常见问题</h2>
          <ul className={s.footerList}>
            {channel.faqLinks.map((page) => (
              <li key={page}>
                <PageLink scope={scope} page={`FAQPage/${page}`}>
                  {FAQ_LABELS[page]}
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={s.footerTitle}>关于我们</h2>
          <ul className={s.footerList}>
            {ABOUT_LINKS.map(([page, label]) => (
              <li key={page}>
                <PageLink scope={scope} page={page}>
                  {label}
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={s.footerTitle}>客服热线</h2>
          <p className={s.hotline} data-testid="hotline">
            {channel.hotline}
          </p>
          <p>在线客服时间：{channel.serviceHours}</p>
        </section>
        <section>
          <h2 className={s.footerTitle}>在线客服</h2>
          <div className={s.qrRow}>
            <figure>
              <img className={s.qr} src={`/brand-assets/${channel.code}/${channel.qr.qq}`} alt="QQ 客服二维码" />
              <figcaption>QQ 客服</figcaption>
            </figure>
            <figure>
              <img className={s.qr} src={`/brand-assets/${channel.code}/${channel.qr.wechat}`} alt="微信客服二维码" />
              <figcaption>微信客服</figcaption>
            </figure>
          </div>
        </section>
      </div>
      <div className={`${s.container} ${s.footerLegal}`}>
        {channel.footer.companies.map((c) => (
          <p key={c.name}>
            {c.name}　地址：{c.address}
          </p>
        ))}
        <p>{channel.footer.contacts.join("　")}</p>
        <p>
          {channel.footer.copyright}　{channel.footer.recordNumber}
        </p>
      </div>
    </footer>
  );
}
