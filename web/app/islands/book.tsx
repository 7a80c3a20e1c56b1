import { LazySlotPicker } from "@/features/booking/components/on-demand";
import { CallBookingForm } from "@/features/intake/components/call-booking-form";

// /book's form: a plain form the server takes without JavaScript, hydrated on the first touch,
// focus or key in it (app/routes/book.tsx).
export default function BookIsland() {
  return <CallBookingForm slotField={(props) => <LazySlotPicker {...props} />} />;
}
