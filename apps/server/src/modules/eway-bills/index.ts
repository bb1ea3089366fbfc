/** E-way bills (ADR 097): the module's public entry. */
export { ewayBillRoutes } from './routes';
export { EwayBillService, ewayBillsMissing, ewayBillViews } from './service';
