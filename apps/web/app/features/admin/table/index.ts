export {
  type AdminColumn,
  AdminPager,
  AdminTable,
  type AdminTablePaging,
  type AdminTableProps,
  type AdminTableSelection,
  type RowSelectionState,
  sortingFromParam,
} from "./AdminTable.tsx";
export { DateRangeAndFilter, FilterButton, listPath } from "./filters.tsx";
