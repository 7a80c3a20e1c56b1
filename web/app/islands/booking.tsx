// /booking's view of a booked call (app/routes/booking.tsx).
export { BookingPage as default } from "@/features/booking/components/booking-page";
