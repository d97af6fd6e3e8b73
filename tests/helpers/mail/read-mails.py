#!/usr/bin/python3
"""Reads each .eml named on the command line with Python's own mail parser (policy=default) and each
calendar part with python-icalendar and vobject; prints one JSON object per file, for the tests to
judge. Debian: python3-icalendar, python3-vobject."""
import json
import sys
from email import policy
from email.parser import BytesParser

import icalendar
import vobject


def utc(value):
    return value.astimezone(__import__("datetime").timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def read_calendar(text):
    out = {}
    cal = icalendar.Calendar.from_ical(text)
    out["method"] = str(cal.get("METHOD"))
    events = cal.walk("VEVENT")
    out["events"] = len(events)
    event = events[0]
    out["uid"] = str(event.get("UID"))
    out["sequence"] = int(event.get("SEQUENCE"))
    out["status"] = str(event.get("STATUS"))
    out["start"] = utc(event.decoded("DTSTART"))
    out["end"] = utc(event.decoded("DTEND"))
    out["tzid"] = event.get("DTSTART").params.get("TZID")
    out["url"] = str(event.get("URL")) if event.get("URL") else None
    out["location"] = str(event.get("LOCATION")) if event.get("LOCATION") else None
    out["description"] = str(event.get("DESCRIPTION"))
    attendees = event.get("ATTENDEE")
    if attendees is None:
        attendees = []
    elif not isinstance(attendees, list):
        attendees = [attendees]
    out["attendees"] = [{"address": str(a), "rsvp": a.params.get("RSVP")} for a in attendees]
    out["timezones"] = [str(tz.get("TZID")) for tz in cal.walk("VTIMEZONE")]
    parsed = vobject.readOne(text)
    vevent = parsed.vevent
    out["vobject"] = {
        "method": parsed.method.value,
        "location": vevent.location.value if hasattr(vevent, "location") else None,
        "attendees": len(vevent.contents.get("attendee", [])),
        "start": utc(vevent.dtstart.value),
        "end": utc(vevent.dtend.value),
        "uid": vevent.uid.value,
    }
    return out


def read(path):
    with open(path, "rb") as handle:
        message = BytesParser(policy=policy.default).parse(handle)
    parts = []
    calendars = []
    for part in message.walk():
        if part.is_multipart():
            continue
        entry = {
            "type": part.get_content_type(),
            "method": part.get_param("method"),
            "disposition": part.get_content_disposition(),
            "filename": part.get_filename(),
            "defects": [type(d).__name__ for d in part.defects],
        }
        parts.append(entry)
        if entry["type"] in ("text/calendar", "application/ics"):
            calendars.append({"part": entry, **read_calendar(part.get_content() if entry["type"] == "text/calendar" else part.get_payload(decode=True).decode("utf-8"))})
    body = message.get_body(preferencelist=("plain",))
    html = message.get_body(preferencelist=("html",))
    return {
        "file": path,
        "defects": [type(d).__name__ for d in message.defects],
        "subject": str(message["subject"]),
        "messageId": str(message["message-id"]),
        "date": str(message["date"]),
        "autoSubmitted": message["auto-submitted"],
        "structure": message.get_content_type(),
        "parts": parts,
        "text": body.get_content() if body else None,
        "html": html.get_content() if html else None,
        "calendars": calendars,
    }


print(json.dumps([read(path) for path in sys.argv[1:]], ensure_ascii=False))
