import { CallBookingForm } from "@/features/booking/components/call-booking-form";

// /book's form and its slot picker: a plain form the server takes without JavaScript, hydrated on
// the first touch, focus or key in it (app/routes/book.tsx).
export default function BookIsland() {
  return <CallBookingForm />;
}
