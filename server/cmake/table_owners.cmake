# One owner per table (issue 53, docs/decisions/0026): the one module whose sources may write it
# (INSERT, UPDATE, DELETE). Others read through the owner's functions, or (reads only, lead
# tables excepted) with their own SELECT. Tests (*_test.cpp) may write any table to set up a case.
# Every table the migrations create is listed: CMakeLists.txt fails at configure time otherwise.
set(FIRM_TABLE_OWNERS
    leads=leads lead_contacts=leads lead_deadlines=leads lead_events=leads lead_flags=leads
    lead_flag_day=leads lead_report_weeks=leads leads_search=leads
    deliveries=outbox delivery_attempts=outbox
    conversation_messages=conversation sms_opt_outs=conversation
    bookings=booking booking_days_off=booking booking_hours=booking booking_keys=booking
    booking_languages=booking calendar_feeds=booking
    admin_users=staff admin_sessions=staff admin_recovery_codes=staff login_failures=staff
    login_device_failures=staff login_known_addresses=staff second_factor_key=staff
    agreements=engagement agreement_events=engagement attorneys=staff
    audit_log=storage)
