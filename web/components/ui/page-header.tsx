import type { ReactNode } from "react";

export function PageHeader({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{heading}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p>
        {children}
      </div>
    </div>
  );
}
