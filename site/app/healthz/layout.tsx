import type { ReactNode } from 'react';

/** Its own root layout: /healthz sits outside the brand fleet (no host routing, no theme). */
export default function HealthLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
