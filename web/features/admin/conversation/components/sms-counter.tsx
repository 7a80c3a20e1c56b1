import { countSms, type SmsCount } from "@/lib/sms-segments";

// The reply box's count: characters against the provider's limit, and the segments the text will
// cost (GSM-7 or UCS-2, lib/sms-segments.ts). A screen reader hears the count with the field, and
// once more, politely, only when the segments or the encoding change.

const number = (n: number) => n.toLocaleString("en-US");

export function encodingText(count: SmsCount): string {
  const size = `${count.perSegment} a segment${count.segments > 1 ? " when split" : ""}`;
  return count.encoding === "GSM-7"
    ? `GSM-7: ${size}`
    : `UCS-2 because of “${count.firstNonGsm ?? ""}”: ${size}`;
}

export function segmentsText(count: SmsCount): string {
  return `${count.segments} ${count.segments === 1 ? "segment" : "segments"}`;
}

export function SmsCounter({ id, text, maxCharacters }: { id: string; text: string; maxCharacters: number }) {
  const count = countSms(text);
  const over = count.characters > maxCharacters;
  return (
    <>
      <p id={id} className={`mt-1 text-sm ${over ? "font-bold text-red-800" : "text-slate-800"}`}>
        {number(count.characters)} of {number(maxCharacters)} characters
        {over && " (too long)"}
        {count.segments > 0 && (
          <>
            {" "}
            · {segmentsText(count)} ({encodingText(count)})
          </>
        )}
      </p>
      <p aria-live="polite" className="sr-only">
        {count.segments > 0 ? `${segmentsText(count)}, ${count.encoding}` : ""}
      </p>
    </>
  );
}
