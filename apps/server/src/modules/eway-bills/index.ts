/** E-way bills (ADR 097): the module's public entry. */
export { ewayBillModule } from './plugin';
export { EwayBillService, ewayBillLineOf, ewayBillsMissing, ewayBillViews } from './service';
