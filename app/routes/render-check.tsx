import { useLoaderData } from "@remix-run/react";

/**
 * The smallest rendered page: one loader, no API call, no layout. Monitoring
 * can use it to tell the render path from the data path, and `npm run bench`
 * uses it as the ceiling a real page is measured against.
 */
export function loader() {
  return { renderedAt: new Date().toISOString() };
}

export default function RenderCheck() {
  const { renderedAt } = useLoaderData<typeof loader>();
  return (
    <main>
      <p>ok {renderedAt}</p>
    </main>
  );
}
