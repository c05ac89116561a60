// The structured facts' messages as their schemas state them (English, on the wire), each under its key in the
// `listing-editor` catalogue's `factMessages`, and the names of the parts they speak of, under `factLabels`. A
// message comes as "{fact}: {where}: {message}" ("Test panels: item 1, name: Panel name is required"); the listing
// fields' own templates (text too long, not a number…) are used as they are. More particular templates come first.
export const FACT_MESSAGES = {
  jsonTooLong: "{label} is too long",
  jsonInvalid: "{label} is not valid JSON",
  required: "{label} is required",
  notValid: "{label} is not valid",
  atLeastZero: "{label} must be at least 0",
  aboveZero: "{label} must be above 0",
  tooLarge: "{label} is too large",
  wholeNumber: "{label} must be a whole number",
  notList: "{label} must be a list",
  tooManyEntries: "{label}: at most {max} entries",
  biomarkerText: "A biomarker must be text",
  unknownBiomarker: '"{value}" is not in the directory\'s biomarker list',
  calculatedAmong: "Calculated biomarkers must be among the panel's biomarkers",
  countBelowListed: "Biomarker count is less than the biomarkers listed",
  timeZone: "Time zone must be an IANA name such as Europe/Berlin",
  days: "Days are {days}",
  oneDay: "Name at least one day",
  opens: "Opening time is HH:MM",
  closes: "Closing time is HH:MM",
  closesBefore: "Closes before it opens",
  oneRow: "Give at least one row of hours",
  unit: "Unit is one of {units}",
  entryShape: "Each entry is an object shaped as the field's example shows",
  item: "item {number}",
} as const;

/** The parts of structured facts that messages name (the facts' own names are the facts' labels). */
export const FACT_PART_LABELS = {
  panelName: "Panel name",
  panelPrice: "Panel price",
  biomarkers: "Biomarkers",
  calculated: "Calculated biomarkers",
  biomarkerCount: "Biomarker count",
  programmeName: "Programme name",
  programmePrice: "Programme price",
  duration: "Duration",
  timeZone: "Time zone",
  days: "Days",
  hours: "Hours",
  studyTitle: "Study title",
  studyAddress: "Study address",
  year: "Year",
  ingredient: "Ingredient",
  amount: "Amount",
} as const;
