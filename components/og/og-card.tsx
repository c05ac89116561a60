import { SITE_NAME } from "@/lib/site";

type OgCardProps = { eyebrow: string; title: string; subtitle?: string | null; footer: string };

/** The 1200×630 social card; Satori supports flexbox and inline styles only. */
export function OgCard({ eyebrow, title, subtitle, footer }: OgCardProps) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #064e3b 0%, #047857 55%, #10b981 100%)",
        color: "white",
        fontFamily: "sans-serif",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30, opacity: 0.9 }}>
        <div
          style={{
            width: 48,
            height: 48,
            borderRadius: 12,
            background: "white",
            color: "#047857",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 30,
            fontWeight: 700,
          }}
        >
          L
        </div>
        {SITE_NAME}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 30, textTransform: "uppercase", letterSpacing: 4, color: "#a7f3d0" }}>{eyebrow}</div>
        <div style={{ fontSize: title.length > 40 ? 64 : 80, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        {subtitle ? (
          <div style={{ fontSize: 32, lineHeight: 1.35, color: "#d1fae5", maxWidth: 1000 }}>{subtitle}</div>
        ) : null}
      </div>
      <div style={{ fontSize: 26, color: "#a7f3d0" }}>{footer}</div>
    </div>
  );
}
