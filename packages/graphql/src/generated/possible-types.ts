
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Entity": [
      "Category",
      "CmsPage",
      "NotFound",
      "Product",
      "Redirect"
    ],
    "WysiwygData": [
      "InvalidWidget",
      "ProductGridWidget"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Entity": [
      "Category",
      "CmsPage",
      "NotFound",
      "Product",
      "Redirect"
    ],
    "WysiwygData": [
      "InvalidWidget",
      "ProductGridWidget"
    ]
  }
};
      export default result;
    