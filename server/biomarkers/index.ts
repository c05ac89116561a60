// The domain's contract: what other parts of the app import from it. Everything else in this folder is internal.
export { biomarkerCatalogue, directoryCatalogues, listBiomarkers } from "./queries";
export { refuseUnknownPanelMarkers, saveBiomarker } from "./write";
